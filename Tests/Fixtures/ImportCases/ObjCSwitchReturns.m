// A `switch` on a setting the app reads when it runs returns before the registration in one case.
#import <UserNotifications/UserNotifications.h>

void ObjCSwitchReturnsRegister(void) {
    switch ([[NSUserDefaults standardUserDefaults] integerForKey:@"OSRT_MODE"]) { // reported
        case 1:
            return; // may report
        default:
            break;
    }
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OSRT" actions:@[] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
