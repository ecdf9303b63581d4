// A registering method given its actions by the method that sends it, under a run-time condition there.
#import <UserNotifications/UserNotifications.h>

@interface OMCPDelegate : NSObject
@end

@implementation OMCPDelegate
- (void)registerActions:(NSArray *)actions {
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OMCP" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}

- (void)setUp {
    UNNotificationAction *open = [UNNotificationAction actionWithIdentifier:@"OMCP_OPEN" title:@"Open" options:UNNotificationActionOptionForeground];
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"OMCP_OFF"]) { return; } // reported
    [self registerActions:@[open]];
}
@end
