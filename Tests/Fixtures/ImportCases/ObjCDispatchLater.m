// A block dispatched to the main queue registers what the array holds when it runs.
#import <UserNotifications/UserNotifications.h>

void ObjCDispatchLaterRegister(void) {
    NSMutableArray *actions = [NSMutableArray arrayWithObject:[UNNotificationAction actionWithIdentifier:@"ODL_A" title:@"A" options:UNNotificationActionOptionNone]];
    dispatch_async(dispatch_get_main_queue(), ^{ // may report
        [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"ODL" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
    });
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"ODL_B" title:@"B" options:UNNotificationActionOptionNone]]; // may report
}
